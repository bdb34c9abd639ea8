export { TargetRecognitionGame, type TargetRecognitionGameProps } from './TargetRecognitionGame';
