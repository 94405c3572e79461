import en from '@/messages/en-US.json';
import { pickMessages, SHELL_MESSAGE_NAMESPACES } from './messages';

describe('pickMessages', () => {
  it('keeps only the named namespaces', () => {
    expect(pickMessages({ A: { x: 1 }, B: { y: 2 }, C: {} }, ['A', 'C', 'Missing'])).toEqual({ A: { x: 1 }, C: {} });
  });

  it('finds every shell namespace in the dictionary', () => {
    expect(Object.keys(pickMessages(en, SHELL_MESSAGE_NAMESPACES))).toEqual([...SHELL_MESSAGE_NAMESPACES]);
  });
});
