import { chatsApi } from '../../../shared/contracts/chats';
import { apiQuery } from '../../lib/api-query';

export const conversationsQuery = apiQuery(chatsApi.conversations);
