export { FeedbackModal } from './FeedbackModal';
export type { FeedbackTarget } from './FeedbackForm';
