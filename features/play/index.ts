// Play: the game frame of /game/{sysname} and /betting (real or demo mode over the game launch
// protocol), the demo-mode dialog, full screen and the zero-balance prompt.
export type { GameFrameProps } from './components/game-frame';
export { LazyGameFrame as GameFrame } from './components/game-frame-lazy';
export { PlayMessages } from './components/play-messages';
export { DEMO_MODE_DIALOG_ID } from './dialog-ids';
export { choosePlayView, type PlayView } from './mode';
export { playUrl, readGameMessage, GAME_MESSAGE_SOURCE, type GameMessage, type PlayMode } from './protocol';
export { showsFullScreenButton } from './fullscreen';

