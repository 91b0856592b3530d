import { PasswordSetting } from '../features/password/PasswordSetting';

/** /passwordSetting?hash=...: step 0 the new password twice, step 1 the success message. */
export default function PasswordSettingPage() {
  return <PasswordSetting />;
}
