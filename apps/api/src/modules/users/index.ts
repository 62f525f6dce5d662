// The users module's face (decision 0023): what other modules and server.ts use of it.
export {
  createUser,
  createUserIfAbsent,
  currentUserInfoJson,
  findUserByEmail,
  findUserById,
  findUsers,
  lockOtherActiveAdmins,
  lockUser,
  revokeAccessTokens,
  toUserInfo,
  updateAccount,
  updateCompanyInfo,
  updatePersonalInfo,
  updatePersonalOptions,
  updateStaffFields,
  type UserRow,
} from './service.ts';
