import { listCharacters } from '../services/characters';
import { defineMethods } from './define';

export const loyaltyMethods = defineMethods('loyalty', {
  // GET loyalty/getcharacters – the characters a player can pick (registration character_id), paged; open to visitors
  'loyalty/getcharacters': ({ db, params }) => listCharacters(db, { offset: params.offset, limit: params.limit }),
});
