// The file pickers of the upload forms (the partner's registration and services, the customer's
// Pass Fast Express request): photos with previews, a video, the upload's progress. An area of
// its own (@servenear/shared/upload) because each shared area loads whole: only the pages with an
// upload form download these pickers and their CSS.
import picker from './FilePicker.module.css';

export { FieldMessages } from './FieldMessages';
export { FileChooser } from './FileChooser';
export { pickerDescribedBy } from './describedBy';
export { PhotoField, type PhotoFieldTexts, type StoredPhotos } from './PhotoField';
export { VideoField, type VideoFieldTexts } from './VideoField';
export { UploadProgress } from './UploadProgress';
export { sizeLabel } from './fileSize';
export { picker as filePickerStyles };
