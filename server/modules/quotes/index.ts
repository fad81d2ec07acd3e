/** The quotes module's public surface: what the wiring, other modules and their tests use. */
export { markAccepted } from './quote-acceptance';
export { quoteRoutes } from './quotes.routes';
export { createQuoteService } from './quotes.service';
export { heldUnpaidQuote, type UnpaidQuote, unpaidQuotes } from './unpaid-quotes';
