import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE } from '../consent';
import { ConsentSettingsButton } from './consent-settings';

describe('ConsentSettingsButton', () => {
  it('forgets the stored analytics choice and reloads, so the banner asks again', async () => {
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      render(<ConsentSettingsButton label="Cookie settings" />);
      await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
      expect(document.cookie).not.toContain(`${CONSENT_COOKIE}=granted`);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });
});
