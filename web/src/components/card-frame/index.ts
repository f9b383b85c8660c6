export { CardFrameDialog, CARD_FRAME_HEIGHT, type CardFrameProps } from './CardFrameDialog';
