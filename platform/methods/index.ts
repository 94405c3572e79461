// Every implemented /api method. Methods of later issues stay unregistered: MethodNotFound.
import { accountMethods } from './account';
import { authMethods } from './auth';
import { bonusMethods } from './bonuses';
import { cashierMethods } from './cashier';
import { contentMethods } from './content';
import { buildRegistry } from './define';
import { gameMethods } from './games';
import { providerMethods } from '../games/providers/methods';
import { profileMethods } from './profile';
import { protectionMethods } from './protection';
import { verificationMethods } from './verification';
import { rewardMethods } from './rewards';
import { socialMethods } from './social';
import { storageMethods } from './storage';
import { supportMethods } from './support';

export const methodGroups = [accountMethods, authMethods, cashierMethods, socialMethods, contentMethods, bonusMethods, gameMethods, storageMethods, supportMethods, protectionMethods, profileMethods, verificationMethods, rewardMethods, providerMethods];

export const createRegistry = () => buildRegistry(methodGroups);
export { defineMethods, type Handler, type MethodContext, type MethodGroup } from './define';
