import { Alert } from 'antd';

/** On login and password update the server's message appears in a warning line above the button. */
export function WarningLine({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="warning" showIcon title={message} role="alert" className="account-warning" />;
}
