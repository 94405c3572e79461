'use client';

import dynamic from 'next/dynamic';
import { registerDialog } from '@/features/shell';
import type { DemoModeDialogProps } from './components/demo-mode-dialog';
import { DEMO_MODE_DIALOG_ID } from './dialog-ids';

// Lazy: the demo-mode dialog's code loads when it first opens.
const DemoModeDialog = dynamic(() => import('./components/demo-mode-dialog').then((m) => m.DemoModeDialog));

/**
 * Makes the demo-mode dialog openable. A call, not an import for its side effect: the package
 * declares modules side-effect free, so a bare import would be dropped from the bundle.
 */
export function registerPlayDialogs() {
  registerDialog<DemoModeDialogProps>(DEMO_MODE_DIALOG_ID, DemoModeDialog, { namespaces: ['DemoModeDialog'] });
}
