import { queryOptions } from '@tanstack/react-query';
import {
  answerChatRequestResponse,
  incomingChatRequestsResponse,
  sendChatRequestResponse,
} from '../../../shared/contracts/chat-requests';
import {
  matchesResponse,
  questionnaireResponse,
  type QuestionnaireInput,
} from '../../../shared/contracts/matching';
import { api } from '../../lib/api-client';

export const questionnaireQuery = queryOptions({
  queryKey: ['matching', 'questionnaire'],
  queryFn: ({ signal }) => api('/api/questionnaire', { schema: questionnaireResponse, signal }),
});

export const matchesQuery = queryOptions({
  queryKey: ['matching', 'matches'],
  queryFn: ({ signal }) => api('/api/matches', { schema: matchesResponse, signal }),
});

export const incomingRequestsQuery = queryOptions({
  queryKey: ['matching', 'incoming'],
  queryFn: ({ signal }) =>
    api('/api/chat-requests/incoming', { schema: incomingChatRequestsResponse, signal }),
});

export const saveQuestionnaire = (input: QuestionnaireInput) =>
  api('/api/questionnaire', { method: 'PUT', body: input, schema: questionnaireResponse });

export const sendChatRequest = (receiverId: string) =>
  api('/api/chat-requests', {
    method: 'POST',
    body: { receiverId },
    schema: sendChatRequestResponse,
  });

export const answerChatRequest = (id: string, answer: 'accept' | 'decline') =>
  api(`/api/chat-requests/${encodeURIComponent(id)}/${answer}`, {
    method: 'POST',
    body: {},
    schema: answerChatRequestResponse,
  });
