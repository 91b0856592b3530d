/** Section anchors of the About page; the header's About Us menu reaches them through ?type=. */
export const ABOUT_SECTIONS = { profile: 'company-profile', milestone: 'milestone', contact: 'contact-us', news: 'news' } as const;

/** `type=1` scrolls to Contact Us, `type=2` to Milestone; anything else stays at the top. */
export function sectionForType(type: number): string | undefined {
  if (type === 1) return ABOUT_SECTIONS.contact;
  if (type === 2) return ABOUT_SECTIONS.milestone;
  return undefined;
}
