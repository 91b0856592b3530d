import { NotFound } from '@ferrolink/shared';

/** The page for any path that is not one of the site's routes: the site's one not-found page, shared with the sections. */
export function NotFoundPage() {
  return <NotFound />;
}

export default NotFoundPage;
