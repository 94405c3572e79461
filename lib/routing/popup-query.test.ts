import { describe, expect, it } from 'vitest';
import { hasTelegramWebAppData, readPopupIntent, readTelegramWebAppData, removePopupKeys } from './popup-query';

describe('readPopupIntent', () => {
  it('reads registration and authorization popups', () => {
    expect(readPopupIntent('/?show_popup_reg').auth).toBe('registration');
    expect(readPopupIntent('/?show_popup_auth=1').auth).toBe('authorization');
    expect(readPopupIntent('/offers').auth).toBeNull();
  });

  it('reads prevent_close only as 1', () => {
    expect(readPopupIntent('/?show_popup_reg&prevent_close=1').preventClose).toBe(true);
    expect(readPopupIntent('/?show_popup_reg&prevent_close=0').preventClose).toBe(false);
  });

  it('reads campaign popups and previews', () => {
    expect(readPopupIntent('/?popup=summer')).toMatchObject({ campaign: 'summer', preview: false });
    expect(readPopupIntent('/?popup=summer#popup-preview')).toMatchObject({ campaign: 'summer', preview: true });
    expect(readPopupIntent('/#popup-preview').preview).toBe(false);
  });

  it('reads #real and Telegram entries', () => {
    expect(readPopupIntent('/game/x#real').realMode).toBe(true);
    expect(readPopupIntent('/#tgWebAppData=query_id%3D1&tgWebAppVersion=7').telegram).toBe(true);
    expect(hasTelegramWebAppData('#foo=1')).toBe(false);
    expect(readTelegramWebAppData('#tgWebAppData=query_id%3D1')).toBe('query_id=1');
  });
});

describe('removePopupKeys', () => {
  it('drops the popup keys and popup hashes, keeps the rest', () => {
    expect(removePopupKeys('/game/x?show_popup_reg&prevent_close=1&utm=a#real')).toBe('/game/x?utm=a');
    expect(removePopupKeys('/?popup=summer&show_popup_auth=1#popup-preview')).toBe('/');
    expect(removePopupKeys('/offers?x=1#details')).toBe('/offers?x=1#details');
  });

  it('keeps absolute URLs absolute', () => {
    expect(removePopupKeys('https://casino.example/pt-BR?show_popup_reg=1&a=b')).toBe('https://casino.example/pt-BR?a=b');
  });
});

describe('removePopupKeys after the auth popup closed', () => {
  it('keeps a campaign popup still on its way (its key, prevent_close and #popup-preview)', () => {
    expect(removePopupKeys('/?show_popup_auth=1&popup=welcome&x=1', 'auth')).toBe('/?popup=welcome&x=1');
    expect(removePopupKeys('/?show_popup_reg=1&popup=welcome&prevent_close=1#popup-preview', 'auth')).toBe('/?popup=welcome&prevent_close=1#popup-preview');
  });
  it('removes every popup key when no campaign popup is asked for', () => {
    expect(removePopupKeys('/game/x?show_popup_reg=1&prevent_close=1#real', 'auth')).toBe('/game/x');
  });
});
