import { errorBody } from '../../../shared/contracts/errors.js';

/** The error answers the quiz routes document (all in the one error shape). */
export const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
};
