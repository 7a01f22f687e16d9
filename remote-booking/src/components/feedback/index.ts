// The feedback form, as the completed tab's modal and as the /feedback page.
export { FeedbackModal } from './FeedbackModal';
export { FeedbackForm } from './FeedbackForm';
export { feedbackTexts } from './texts';
