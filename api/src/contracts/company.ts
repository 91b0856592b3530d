// The company's facts and contact details, stated once for the pages of both sides: the shell and the remotes read
// them through @ferrolink/shared, the server writes them into its page documents. The figures live in
// company-facts.json so that the content scripts (plain Node, no TypeScript) read the very same numbers and refuse
// content that states others (api/scripts/content-checks.mjs).
import facts from './company-facts.json';

export interface PostalAddress {
  label: string;
  /** The address as it is written on an envelope, one line each. */
  lines: readonly string[];
  /** The same address in parts, for structured data. */
  street: string;
  postalCode: string;
  locality: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export const COMPANY = {
  legalName: facts.legalName,
  name: facts.name,
  shortName: facts.shortName,
  foundedYear: facts.foundedYear,
  foundedIn: facts.foundedIn,
  /** The year the figures below were last counted. */
  figuresYear: facts.figuresYear,
  /** Countries with Ferrolink networks: "40+", "more than 40". */
  countries: facts.countries,
  /** Devices shipped, in millions: "60M+". */
  devicesMillions: facts.devicesMillions,
  /** Share of revenue invested in R&D. */
  rdInvestmentPercent: facts.rdInvestmentPercent,
  domain: facts.domain,
  emails: facts.emails,
  phone: facts.phone,
  headquarters: facts.headquarters as PostalAddress,
  serviceCentre: facts.serviceCentre as PostalAddress,
  registration: facts.registration,
} as const;

/** Whole years from the founding to the year the figures were counted (2006 to 2026: 20). */
export const COMPANY_YEARS = COMPANY.figuresYear - COMPANY.foundedYear;

/** The four statistics of the home page's About Us blurb, from the facts above. */
export const COMPANY_STATISTICS = [
  { value: `${COMPANY.rdInvestmentPercent}%`, label: 'R&D investment ratio' },
  { value: `${COMPANY_YEARS}+`, label: 'years' },
  { value: `${COMPANY.countries}+`, label: 'countries and regions' },
  { value: `${COMPANY.devicesMillions}M+`, label: 'devices' },
] as const;
