import { chatRequestsApi } from '../../../shared/contracts/chat-requests';
import { matchingApi } from '../../../shared/contracts/matching';
import { apiQuery } from '../../lib/api-query';

export const questionnaireQuery = apiQuery(matchingApi.questionnaire);
export const matchesQuery = apiQuery(matchingApi.matches);
export const incomingRequestsQuery = apiQuery(chatRequestsApi.incoming);
