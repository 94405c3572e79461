import ar from '@/messages/ar.json';
import enUS from '@/messages/en-US.json';
import esES from '@/messages/es-ES.json';
import ptBR from '@/messages/pt-BR.json';
import { createMessages, DEFAULT_MESSAGES, type MessageKey, renderMessage } from './messages';

const dictionaries = { 'en-US': enUS, 'pt-BR': ptBR, 'es-ES': esES, ar } as Record<string, { Validation: Record<string, string> }>;
const keys = Object.keys(DEFAULT_MESSAGES).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Validation messages in messages/<locale>.json', () => {
  it('en-US holds exactly the library defaults', () => {
    expect(dictionaries['en-US']?.Validation).toEqual(DEFAULT_MESSAGES);
  });

  it.each(Object.keys(dictionaries))('%s has every key with the same placeholders', (locale) => {
    const validation = dictionaries[locale]!.Validation;
    expect(Object.keys(validation).sort()).toEqual(keys);
    for (const key of keys as MessageKey[]) expect(placeholders(validation[key]!)).toEqual(placeholders(DEFAULT_MESSAGES[key]));
  });

  it.each(['pt-BR', 'es-ES', 'ar'])('%s is translated, not copied', (locale) => {
    const validation = dictionaries[locale]!.Validation;
    const same = keys.filter((key) => validation[key] === DEFAULT_MESSAGES[key as MessageKey]);
    expect(same).toEqual([]);
  });

  it('feeds createMessages and renders with values', () => {
    const messages = createMessages(dictionaries['pt-BR']!.Validation);
    expect(renderMessage('sumError', { min: 'R$10', max: 'R$5.000' }, messages)).toBe('Informe um valor entre R$10 e R$5.000');
  });
});
