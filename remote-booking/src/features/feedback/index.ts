export { FeedbackModal } from './FeedbackModal';
