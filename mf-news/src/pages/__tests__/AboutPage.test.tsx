// Slow shared CI machines: these tests fill whole forms.
jest.setTimeout(20_000);
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AboutPage from '../AboutPage';
import { sectionForType } from '../../features/about/about-sections';
import { timelineScrollDistance } from '../../features/about/MilestoneScroller';
import { byPath, fakeApi, fill, ok, renderPage, setUserAgent } from '@ferrolink/testing';
import { makeArticles } from '../../features/articles/__tests__/article-fixtures';

const milestones = [2006, 2011, 2016, 2026].map((year, index) => ({
  Id: index + 1,
  Year: year,
  Title: `Title ${year}`,
  Summary: `Summary ${year}`,
  ImageUrl: `/m/${year}.svg`,
}));
const profile = {
  Title: 'Company Profile',
  Lead: 'Reliable networks.',
  Content: '<p>Founded in 2006, deployed in more than 30 countries.</p>',
  ImageUrl: '/p.svg',
  Facts: [{ Value: '2006', Label: 'founded' }],
};

function aboutApi() {
  return fakeApi(
    byPath({
      'About/GetProfile': () => ok(profile),
      'About/GetMilestones': () => ok(milestones),
      'Article/GetRandomArticleList': () => ok(makeArticles(3)),
      'Guest/Add': () => ok(null),
    }),
  );
}

describe('About page', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('maps type 1 to Contact Us and type 2 to Milestone', () => {
    expect(sectionForType(1)).toBe('contact-us');
    expect(sectionForType(2)).toBe('milestone');
    expect(sectionForType(0)).toBeUndefined();
    expect(timelineScrollDistance(300, false)).toBe(450);
    expect(timelineScrollDistance(300, true)).toBe(360);
  });

  it.each([
    ['/about?type=1', 'contact-us'],
    ['/about?type=2', 'milestone'],
  ])('%s scrolls to #%s once the content is in', async (route, id) => {
    aboutApi();
    const scrolled: string[] = [];
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderPage(<AboutPage />, { url: route });
    await waitFor(() => expect(scrolled).toContain(id));
    spy.mockRestore();
  });

  it("gives the company's addresses, phone and sales email in Contact Us", async () => {
    aboutApi();
    renderPage(<AboutPage />, { url: '/about?type=1' });
    const contact = await screen.findByRole('region', { name: 'Contact Us' });
    expect(contact).toHaveTextContent('Headquarters and factory');
    expect(contact).toHaveTextContent('European service centre');
    expect(within(contact).getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(within(contact).getByRole('link', { name: 'sales@ferrolink.example' })).toHaveAttribute('href', 'mailto:sales@ferrolink.example');
  });

  it('shows the profile, the milestones, three news cards, and the Thank You! modal after a sent enquiry', async () => {
    const sent = aboutApi();
    const user = userEvent.setup();
    renderPage(<AboutPage />, { url: '/about' });
    expect(await screen.findByText(/deployed in more than 30 countries/)).toBeInTheDocument();
    expect(await screen.findByText('Title 2006')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier milestones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later milestones' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /Article number/ })).toHaveLength(3);
    expect(sent).toContainEqual(
      expect.objectContaining({ path: 'Article/GetRandomArticleList', params: expect.objectContaining({ amount: 3, level: 1, key: '' }) }),
    );

    await fill(user, screen.getByLabelText(/First name/), 'Ingrid');
    await fill(user, screen.getByLabelText(/Last name/), 'Solberg');
    await fill(user, screen.getByLabelText(/^\*?\s*Company$/), 'Nordvann');
    await fill(user, screen.getByLabelText(/^\*?\s*Email/), 'ingrid@nordvann.example');
    await fill(user, screen.getByLabelText(/Country\/Region/), 'Norway');
    await fill(user, screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank You!')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });
});
