import { profiles } from '../../db/schema.js';

/**
 * The columns of a profile that a member's matches may see (`matchProfile` in
 * shared/contracts/matching.ts): never the email, the plan or anything paid.
 */
export const matchProfileColumns = {
  userId: profiles.id,
  name: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  age: profiles.age,
  location: profiles.location,
  occupation: profiles.occupation,
};
