import { Modal } from 'antd';

/**
 * The "Thank You!" modal the About page shows after a sent enquiry. A module of its own so that antd (about 77 KB of
 * script on a phone) is loaded only when a visitor starts on the contact form, not before the page's first paint.
 */
export default function ThanksModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Thank You!" onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText="OK" centered>
      <p>Your message has been sent. Our sales team will reply within two working days.</p>
    </Modal>
  );
}
