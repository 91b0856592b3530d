// The company's profiles on social networks, named once: the footer's "Follow Us" and an article's share block
// link them, and the server names them as the organisation's `sameAs` in every page's structured data.
// Pure: no imports, so the browser bundles it as it is.

export const SOCIAL_PROFILES = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/ferrolink-industrial-networks' },
  { label: 'YouTube', href: 'https://www.youtube.com/@ferrolink' },
  { label: 'Facebook', href: 'https://www.facebook.com/ferrolink.networks' },
  { label: 'X', href: 'https://x.com/ferrolink' },
] as const;
