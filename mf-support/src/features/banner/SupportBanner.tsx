import { BANNER_DICTIONARY, PageBanner, usePageBanner } from '@ferrolink/shared';

/**
 * The banner of dictionary 50 (the page shows response.data[0].ImageUrl), which carries the page's h1. The h1 is
 * the page's own name, there from the first frame; the banner's summary comes from the API under it.
 */
export function SupportBanner() {
  const { data: first, isPending } = usePageBanner(BANNER_DICTIONARY.support);
  return <PageBanner imageUrl={first?.ImageUrl} title="Support" titleAs="h1" subtitle={first?.Summary} loading={isPending} />;
}
