import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList } from '../ui/TabList';

const ITEMS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two', title: 'The second tab', data: { section: 2 } },
  { key: 'three', label: 'Three' },
];

function Harness({ orientation, onSelect }: { orientation?: 'horizontal' | 'vertical'; onSelect?: (key: string) => void }) {
  const [selected, setSelected] = useState('one');
  return (
    <TabList
      items={ITEMS}
      selected={selected}
      onSelect={(key) => {
        onSelect?.(key);
        setSelected(key);
      }}
      label="Sections"
      tabId={(key) => `tab-${key}`}
      panelId={(key) => `panel-${key}`}
      orientation={orientation}
      tabClassName="tab"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('<TabList>', () => {
  it('names the list, ties each tab to its panel and keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('id', 'tab-one');
    expect(tab('One')).toHaveAttribute('aria-controls', 'panel-one');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    expect(tab('Two')).toHaveAttribute('title', 'The second tab');
    expect(tab('Two')).toHaveAttribute('data-section', '2');
    expect(tab('Two')).toHaveClass('tab');
  });

  it('selects a clicked tab, and does not select the selected one again', async () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(tab('One'));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(tab('Three'));
    expect(onSelect).toHaveBeenCalledWith('three');
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Three')).toHaveAttribute('tabindex', '0');
    expect(tab('One')).toHaveAttribute('tabindex', '-1');
  });

  it('moves along a row with the left and right arrows, wrapping round, and selects and focuses the tab it reaches', async () => {
    render(<Harness />);
    tab('One').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    // Up and down belong to the page on a horizontal list.
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('One')).toHaveFocus();
  });

  it('goes to the first and last tab with Home and End', async () => {
    render(<Harness />);
    tab('One').focus();
    await userEvent.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves side tabs with the up and down arrows', async () => {
    render(<Harness orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    tab('One').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Two')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Three')).toHaveFocus();
  });
});
