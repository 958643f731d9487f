export {
  NavContext,
  staticNavigator,
  useLocation,
  useNavigate,
  useNavigator,
  type NavigateOptions,
  type NavLocation,
  type Navigator,
} from './context.ts';
export { isClientNavigation, Link, NavLink, type LinkProps } from './link.tsx';
