import { FIRST_READS } from '../../../contracts/first-reads';
import { html } from '../../../lib/html';
import { carry, definePageType } from '../page-type';
import { pageSeo } from '../pages';
import { sanitizeHtml } from '../sanitize';
import { firstDescription, plainSummary } from '../text';
import { contactDetails } from './contact-details';

/** /about: the company profile (About/GetProfile), its milestones (About/GetMilestones) and how to reach the company. */
export const aboutPage = definePageType({
  params: {},
  async read({ about }) {
    const [profile, milestones] = await Promise.all([about.profile(), about.milestones()]);
    return { profile, milestones };
  },

  seo({ profile, milestones }, { site }) {
    const title = profile.Title || `About ${site.siteName}`;
    return pageSeo({
      title: 'About Us',
      description: firstDescription(profile.Lead, profile.Content, `About ${site.siteName}.`),
      canonical: '/about',
      image: profile.ImageUrl || null,
      imageAlt: title,
      content: html`<h1>${title}</h1>
        <p>${profile.Lead}</p>
        ${sanitizeHtml(profile.Content)}
        ${
          profile.Facts.length > 0
            ? html`<ul>
                ${profile.Facts.map((fact) => html`<li>${fact.Value} ${fact.Label}</li>`)}
              </ul>`
            : ''
        }
        ${
          milestones.length > 0
            ? html`<h2>Milestones</h2>
                <ul>
                  ${milestones.map((milestone) => html`<li>${milestone.Year}: ${milestone.Title}. ${plainSummary(milestone.Summary, 300)}</li>`)}
                </ul>`
            : ''
        }
        <h2>Contact us</h2>
        ${contactDetails()}`,
    });
  },

  // The profile is the first screen (its text the largest paint on a phone); the milestones below it the app reads itself.
  carried: ({ profile }) => [carry(FIRST_READS.companyProfile(), profile)],

  sitemap: async () => [{ path: '/about' }],
});
