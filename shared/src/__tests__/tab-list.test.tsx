import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList } from '../ui/TabList';

const ITEMS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two', title: 'The second tab', data: { section: 2 } },
  { key: 'three', label: 'Three' },
];

/** The same tabs, each a link to the page opened on it. */
const LINK_ITEMS = ITEMS.map((item) => ({ ...item, href: `/page?tab=${item.key}` }));

function Harness({
  orientation,
  onSelect,
  items = ITEMS,
}: {
  orientation?: 'horizontal' | 'vertical';
  onSelect?: (key: string) => void;
  items?: typeof ITEMS;
}) {
  const [selected, setSelected] = useState('one');
  return (
    <TabList
      items={items}
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

  describe('tabs that are links', () => {
    const afterEachCleanups: Array<() => void> = [];
    afterEach(() => afterEachCleanups.splice(0).forEach((cleanup) => cleanup()));

    /** Whether the browser would have followed the link: a click nobody prevented. */
    function watchFollowedLinks(): () => string[] {
      const followed: string[] = [];
      const listener = (event: MouseEvent) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        if (link && !event.defaultPrevented) followed.push(link.getAttribute('href') ?? '');
        // jsdom does not navigate; stop it from saying so.
        event.preventDefault();
      };
      document.addEventListener('click', listener);
      afterEachCleanups.push(() => document.removeEventListener('click', listener));
      return () => followed;
    }

    it('are links to their addresses with the same tab roles, states and tab order', () => {
      render(<Harness items={LINK_ITEMS} />);
      expect(tab('One').tagName).toBe('A');
      expect(tab('One')).toHaveAttribute('href', '/page?tab=one');
      expect(tab('Two')).toHaveAttribute('href', '/page?tab=two');
      expect(tab('One')).toHaveAttribute('aria-selected', 'true');
      expect(tab('One')).toHaveAttribute('aria-controls', 'panel-one');
      expect(tab('One')).toHaveAttribute('tabindex', '0');
      expect(tab('Two')).toHaveAttribute('tabindex', '-1');
      expect(tab('Two')).toHaveAttribute('data-section', '2');
      expect(tab('Two')).toHaveClass('tab');
    });

    it('select in place on a plain click, the link not followed', async () => {
      const followed = watchFollowedLinks();
      const onSelect = jest.fn();
      render(<Harness items={LINK_ITEMS} onSelect={onSelect} />);
      expect(tab('Three')).toHaveAttribute('href', '/page?tab=three');
      await userEvent.click(tab('Three'));
      expect(onSelect).toHaveBeenCalledWith('three');
      expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
      await userEvent.click(tab('Three'));
      expect(onSelect).toHaveBeenCalledTimes(1);
      expect(followed()).toEqual([]);
    });

    it('leave a click that asks for a new tab or window to the browser', async () => {
      const followed = watchFollowedLinks();
      const onSelect = jest.fn();
      const user = userEvent.setup();
      render(<Harness items={LINK_ITEMS} onSelect={onSelect} />);
      await user.keyboard('{Control>}');
      await user.click(tab('Two'));
      await user.keyboard('{/Control}{Shift>}');
      await user.click(tab('Three'));
      await user.keyboard('{/Shift}');
      expect(onSelect).not.toHaveBeenCalled();
      expect(tab('One')).toHaveAttribute('aria-selected', 'true');
      expect(followed()).toEqual(['/page?tab=two', '/page?tab=three']);
    });

    it('move with the arrow keys, Home and End as button tabs do, and Space and Enter follow no link', async () => {
      const followed = watchFollowedLinks();
      render(<Harness items={LINK_ITEMS} />);
      tab('One').focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('Two')).toHaveFocus();
      expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      expect(tab('Three')).toHaveFocus();
      expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}');
      expect(tab('One')).toHaveFocus();
      const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      tab('One').dispatchEvent(space);
      // Space on a link would scroll the page; on a tab it does what it does on a button tab.
      expect(space.defaultPrevented).toBe(true);
      await userEvent.keyboard('{Enter}');
      expect(tab('One')).toHaveAttribute('aria-selected', 'true');
      expect(followed()).toEqual([]);
    });
  });
});
