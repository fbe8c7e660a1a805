export { UsersPage } from './components/users-page';
export { UserEditPage } from './components/user-edit-page';
