import { About } from '../features/about/About';

/** /about: company profile, Milestone scroller, Contact Us form and three random news cards. */
export default function AboutPage() {
  return <About />;
}
