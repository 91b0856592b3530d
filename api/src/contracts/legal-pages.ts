// The words of the privacy notice (/privacy) and the legal notice (/legal), for both sides: the shell renders them,
// the API's page service takes their title and description for the page's head. Plain text only (each side escapes
// it), so neither can inject markup. The durations are the API's own: an API test holds RETENTION to the
// constants the server keeps things by, so the notice cannot promise what the site does not do.
import { COMPANY } from './company';

/** How long the site keeps what it keeps, as the API's constants say (api/test/app/legal-pages.test.ts checks them). */
export const RETENTION = {
  sessionDays: 14,
  deviceCookieDays: 365,
  visitorCookieDays: 365,
  idempotencyHours: 24,
  rateLimitHours: 24,
  verificationCodeMinutes: 10,
  resetLinkMinutes: 60,
  loadCountDays: 30,
  loadSourceMinutes: 10,
  proxyLogDays: 7,
} as const;

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** The section's fragment id (/legal#terms). */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalPage {
  title: string;
  /** Plain text, at most 160 characters: the page's meta description. */
  description: string;
  /** YYYY-MM-DD: when the text was last changed. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const privacyMail = COMPANY.emails.privacy;

export const PRIVACY_PAGE: LegalPage = {
  title: 'Privacy Notice',
  description: `What the ${COMPANY.shortName} website stores when you send an enquiry, create an account or visit, why, for how long, and how to have it deleted.`,
  updated: '2026-11-26',
  intro: `${COMPANY.legalName} runs this website. This notice says what the site stores about you, why and for how long. We sell nothing we learn here, and the site loads no advertising, no third-party analytics and no social network scripts.`,
  sections: [
    {
      id: 'contact-form',
      heading: 'Your enquiries (Contact Us)',
      blocks: [
        'When you send the Contact Us form we store what you typed: first and last name, company, email, country or region, phone (optional) and your message, with the time it arrived and the network address it came from. The address lets us recognise floods of automated messages.',
        `Your enquiry is also sent by email to our sales team (${COMPANY.emails.sales}), who answer it.`,
        'We use it only to answer you and follow up your enquiry. The site does not delete enquiries by itself: our sales team deletes them when they are no longer needed, and you can ask us to delete yours at any time.',
        `A form sent twice because the connection dropped is stored once: the site keeps a random key of each submission, and the reply it gave, for ${RETENTION.idempotencyHours} hours.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        'An account lets you download the documents marked for signed-in visitors. For it we store your email address, a hash of your password (never the password itself), your company and phone, and when the account was created and changed. We keep it until you ask us to delete it.',
        {
          list: [
            `To confirm your email we send a code; we keep a hash of it for ${RETENTION.verificationCodeMinutes} minutes.`,
            `A link to set a new password works for ${RETENTION.resetLinkMinutes} minutes; we keep only a hash of it.`,
            `Signing in sets the cookie fl_session (${RETENTION.sessionDays} days, not readable by scripts); the database keeps only a hash of it, and signing out deletes it.`,
            `Signing in also sets fl_device (${RETENTION.deviceCookieDays} days): a random, signed id that lets the site count failed sign-ins per browser, so that someone guessing your password cannot lock you out.`,
            'Your browser keeps the name the header shows (local storage) until you sign out.',
            `Attempts to sign in, register or reset a password are counted per email and network address for at most ${RETENTION.rateLimitHours} hours, to stop password guessing and mail floods.`,
          ],
        },
      ],
    },
    {
      id: 'visits',
      heading: 'Visit records',
      blocks: [
        'Once per browser session the home page records a visit: the page, the name of the site that linked to it (not the full address), whether the device is a phone, tablet or desktop, the country when our hosting provider adds it to the request, and the time. A visit record holds no network address and no cookie, and names no one: we keep these counts as statistics.',
        'Nothing is recorded when your browser sends Do Not Track or Global Privacy Control, or for automated clients.',
      ],
    },
    {
      id: 'load-reports',
      heading: 'Section load reports and the fl_visitor cookie',
      blocks: [
        `We release new versions of parts of the site (products, news, support...) to a small share of visitors first. The cookie fl_visitor (${RETENTION.visitorCookieDays} days, a random id, not readable by scripts) keeps you on the same version from page to page.`,
        `Your browser reports whether each part loaded, which version it was and how long it took, and how the page felt: how long its main content took to appear, how quickly it answered a tap or click, how much it moved while you read, and whether a part of it failed after it was shown. Each measure names the page type (such as the product page, never the address), phone or desktop, and the versions of the parts on it. A report carries no cookie, no address and no visitor id. We count reports per minute for ${RETENTION.loadCountDays} days. To keep one network from skewing the counts, we also keep a keyed hash of your network (the first 24 bits of an IPv4 address, the first 48 of an IPv6 one), never the address, for ${RETENTION.loadSourceMinutes} minutes.`,
        'A release preview link sets fl_preview for our staff only, until the preview ends.',
      ],
    },
    {
      id: 'logs',
      heading: 'Server logs',
      blocks: [
        `Our load balancer logs each request (time, network address, page, status and timings) to keep the site running and secure. The logs are rotated daily and deleted after ${RETENTION.proxyLogDays} days.`,
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        `You can ask us what we hold about you, and to correct, delete or hand it over, or object to its use: write to ${privacyMail} or to the address below. We answer within one month. You may also complain to your data protection authority.`,
        'Your data is stored on our servers and is not shared with anyone except the email provider that delivers our mail.',
      ],
    },
  ],
};

export const LEGAL_PAGE: LegalPage = {
  title: 'Legal Notice',
  description: `Who runs the ${COMPANY.shortName} website (company, address, registration, contact) and the terms of use of the site and its documents.`,
  updated: '2026-11-26',
  intro: `This website is published by ${COMPANY.legalName}.`,
  sections: [
    {
      id: 'imprint',
      heading: 'Publisher',
      blocks: [
        {
          list: [
            `${COMPANY.legalName}, ${COMPANY.headquarters.lines.slice(1).join(', ')}`,
            `Legal representative: ${COMPANY.registration.representative}`,
            `Registered with the ${COMPANY.registration.register}, unified social credit code ${COMPANY.registration.number}`,
            `Phone: ${COMPANY.phone.display} (${COMPANY.phone.hours})`,
            `Email: ${COMPANY.emails.sales}`,
          ],
        },
      ],
    },
    {
      id: 'terms',
      heading: 'Terms of use',
      blocks: [
        'You may read, print and download the pages and documents of this site for your own information and for planning, installing and running Ferrolink products. You may not republish or sell them, or change them and pass them off as ours.',
        'Product data, prices and availability may change without notice. Datasheets and manuals describe products as they are delivered; the binding specifications are those in your order confirmation.',
        'Firmware and software offered for download are licensed under the terms that come with them.',
        'We take care that the information on this site is correct, but we do not warrant that it is complete or up to date. We are not liable for damage from using it, except where the law does not allow this to be excluded, such as for intent or gross negligence.',
        'We are not responsible for the content of other sites this site links to.',
        'Ferrolink, FerroView and FerroConfig are trademarks of Ferrolink Industrial Networks Co., Ltd.; other names may be trademarks of their owners.',
        'These terms are governed by the laws of the People’s Republic of China, except where the law of your country of residence protects you otherwise.',
      ],
    },
  ],
};
