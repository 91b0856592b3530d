import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@ferrolink/testing';
import { useRef } from 'react';
import { GoToTop } from '../GoToTop';
import { LanguagePopover } from '../LanguagePopover';
import { MegaMenu } from '../MegaMenu';
import type { MenuColumn } from '../menu-data';

const columns: MenuColumn[] = [
  {
    title: 'Switches',
    links: [
      { label: 'Managed Switches', to: '/producList?id=1' },
      { label: 'Unmanaged Switches', to: '/producList?id=2' },
    ],
  },
];

describe('<MegaMenu> and the keyboard', () => {
  it('puts focus back on the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    renderPage(<MegaMenu label="Products" columns={columns} />, { path: '*' });
    const trigger = screen.getByRole('button', { name: 'Products' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Unmanaged Switches' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});

describe('<LanguagePopover> and the keyboard', () => {
  it('puts focus back on EN when Escape closes the choice', async () => {
    const user = userEvent.setup();
    renderPage(<LanguagePopover />, { path: '*' });
    const trigger = screen.getByRole('button', { name: 'EN' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'ZH' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'ZH' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

/** The layout's part of Go To Top: the skip link it hands over as the top of the page. */
function PageWithGoToTop() {
  const skipLinkRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a ref={skipLinkRef} href="#main">
        Skip to content
      </a>
      <main id="main">
        <p>A long page</p>
      </main>
      <GoToTop topOfPage={skipLinkRef} />
    </>
  );
}

describe('<GoToTop> and the keyboard', () => {
  // jsdom has no layout: the page's scroll position is this variable, moved by window.scrollTo.
  let scrollY = 0;
  beforeAll(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  });
  beforeEach(() => {
    scrollY = 0;
    window.scrollTo = ((_x: number, y: number) => {
      scrollY = y;
    }) as typeof window.scrollTo;
  });

  it('moves focus to the top of the page, the skip link, rather than dropping it on the body', async () => {
    const user = userEvent.setup();
    renderPage(<PageWithGoToTop />, { path: '*' });
    scrollY = 600;
    act(() => {
      fireEvent.scroll(window);
    });
    const button = screen.getByRole('button', { name: 'Go To Top' });
    button.focus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(document.body).not.toHaveFocus();
  });
});
