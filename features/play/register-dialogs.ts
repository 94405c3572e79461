'use client';

import dynamic from 'next/dynamic';
import { registerDialog } from '@/features/shell';
import type { DemoModeDialogProps } from './components/demo-mode-dialog';
import { DEMO_MODE_DIALOG_ID } from './dialog-ids';

// Lazy: the demo-mode dialog's code loads when it first opens. The game frame imports this module,
// so the dialog is openable wherever a game is shown.
registerDialog<DemoModeDialogProps>(
  DEMO_MODE_DIALOG_ID,
  dynamic(() => import('./components/demo-mode-dialog').then((m) => m.DemoModeDialog)),
);
