import { Modal } from 'antd';

interface InformationModalProps {
  /** The message to show; null keeps the modal closed. */
  message: string | null;
  onClose: () => void;
}

/** Server errors on register, code send and password retrieval appear in a modal titled Information. */
export function InformationModal({ message, onClose }: InformationModalProps) {
  return (
    <Modal
      open={message !== null}
      title="Information"
      onOk={onClose}
      onCancel={onClose}
      okText="OK"
      cancelButtonProps={{ style: { display: 'none' } }}
      centered
      destroyOnHidden
    >
      <p>{message}</p>
    </Modal>
  );
}
