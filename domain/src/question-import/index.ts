// Browser-safe: the web app's batch tab may use these too.
export { AikenReasons, parseAiken } from './aiken.js';
export {
  type DecodedUpload,
  type DetectedEncoding,
  decodeUpload,
  isEncodingChoice,
  type UploadEncodingChoice,
} from './decode-upload.js';
export { type FormattedFile, formatQuestions, parseQuestions, QUESTION_SEPARATOR } from './format.js';
export { FALSE_LABEL, GiftReasons, parseGift, TRUE_LABEL } from './gift.js';
export { PipeReasons, parsePipe } from './pipe.js';
export type * from './types.js';
