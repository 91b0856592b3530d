import { PageBanner } from '@ferrolink/shared';

/** The banner of a solutions page: textless artwork under the page's h1 and a line of summary, both real text. */
export function SectorBanner({
  title,
  subtitle,
  imageUrl,
  loading = false,
}: {
  title: string;
  subtitle?: string;
  imageUrl?: string;
  loading?: boolean;
}) {
  return <PageBanner imageUrl={imageUrl} title={title} titleAs="h1" subtitle={subtitle} loading={loading} />;
}
