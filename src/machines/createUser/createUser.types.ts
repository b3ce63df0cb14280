export interface CreateUserValues {
  steam_id: string;
  username: string;
  email: string;
  is_admin: boolean;
}

export type CreateUserField = 'steam_id' | 'username' | 'email';
