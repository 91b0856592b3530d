import { SupportTabs } from '../features/support-tabs/SupportTabs';

/** The Support page, `/support?type=1..2`: Documentation Download and Video Center under tabs. */
export default function SupportPage() {
  return <SupportTabs />;
}
