export { api, setApiOrigin, type RequestOptions, type UploadOptions } from './api/api-client';
export { ApiError } from './api/api-error';

export { readToken, writeToken, removeToken } from './storage/auth-token';
export { readCurrency, writeCurrency } from './storage/selected-currency';
export { readCart, writeCart, removeCart, type CartItem } from './storage/cart-mirror';
export { readRecentlyViewed, rememberViewed } from './storage/recently-viewed';

export { session, type SessionState } from './session/session-store';
export { useSession } from './session/use-session';
export { RequireUser } from './session/require-user';
export { RequireAdmin } from './session/require-admin';

export { currency, ratesErrorMessage, type CurrencyState } from './currency/currency-store';
export { useCurrency, type CurrencyView } from './currency/use-currency';
export { formatPrice, type ExchangeRates } from './currency/format-price';
export {
  supportedCurrencies,
  currencySymbols,
  isSupportedCurrency,
  type CurrencyCode,
} from './currency/supported-currencies';

export { toast, type Toast, type ToastKind, type ToastOptions } from './toast/toast-store';
export { Toaster, type ToasterVariant } from './toast/toaster';

export { live, type LiveEvent, type LiveHandler } from './live/live-connection';
export { unreadCounter } from './inbox/unread-counter';
export { type UnreadCounter } from './inbox/create-unread-counter';
export { invalidEmailAddress, isEmailAddress } from './inbox/email-address';

export { cart, useCart, useCartStatus, loadCartFailed } from './cart/cart-store';
export {
  favourites,
  useFavourites,
  useFavouritesStatus,
  useIsFavourite,
  loadFavouritesFailed,
} from './favourites/favourites-store';
export { type ListStatus } from './commerce/synced-list';
export { commerce, maxCartQuantity, type AddToCartSource } from './commerce/commerce-actions';
export { commerceTexts, loginForFavourites } from './commerce/commerce-texts';
export { stockTexts, isSoldOut, quantityLimit } from './stock/stock-limits';
export { lineKeyOf, lineName, variantLabel } from './variants/variant-names';
export { stockShortages, useStockShortages, shortagesIn, shortageSentence } from './stock/stock-shortages';
export { badges, useBadgeCounts, type BadgeCounts } from './badges/badge-counts';
export { orderCount } from './orders/order-count';
export { orderLines, type OrderLine } from './orders/order-lines';
export { paymentStatusLabel, paymentStatusTone, type PaymentStatusTone } from './orders/payment-status';
export {
  categories,
  categoriesQuery,
  useCategories,
  type CategoriesState,
} from './categories/categories-store';

export { navigate } from './navigation/navigate';
export { documentTitle, useDocumentTitle } from './navigation/use-document-title';
export { useRotation } from './promotions/use-rotation';
export { useOnScreen, type OnScreen } from './promotions/use-on-screen';
export {
  contactDetails,
  contactMessage,
  recommendationMessage,
  whatsappUrl,
} from './contact/contact-details';

export { Button, type ButtonProps, type ButtonVariant } from './ui/button';
export { Input, type InputProps } from './ui/input';
export { SearchField, type SearchFieldProps } from './ui/search-field';
export { useSearchText, searchDelayMs } from './ui/use-search-text';
export { Spinner, type SpinnerProps } from './ui/spinner';
export { SkeletonCard } from './ui/skeleton-card';
export { Modal, type ModalProps } from './ui/modal';
export { useFocusTrap } from './ui/use-focus-trap';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
export { Badge, type BadgeProps, type BadgeTone } from './ui/badge';
export { VisuallyHidden, visuallyHiddenClass, type VisuallyHiddenProps } from './ui/visually-hidden';
export { EmptyState, emptyStateActionClass, type EmptyStateProps } from './ui/empty-state';
export { Pagination, type PaginationProps } from './ui/pagination';
export { ErrorBox, SuccessBox } from './ui/notice';
export { ImageDropZone, type ImageDropZoneProps } from './ui/image-drop-zone';
export { ImagePreviews, type ImagePreviewsProps } from './ui/image-previews';

export { RootFallback, type RootFallbackProps } from './root-fallback/root-fallback';

export { createAppLifecycles } from './app/create-app-lifecycles';
export { createQueryClient, queryClient } from './query/query-client';
export { firstScreenShown, renderFirst } from './first-screen/first-screen';
export { errorText } from './query/error-text';
export { formatDate, formatDateTime } from './dates/format-date';
export { vocabularyLabel } from './variants/vocabulary-label';
