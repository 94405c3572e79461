/** Dialog-store id of the demo-mode dialog (SPEC §2). */
export const DEMO_MODE_DIALOG_ID = 'demo-mode';
