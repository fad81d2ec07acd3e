/** The statements module's public surface: a customer's statement as a PDF, downloaded or e-mailed (admin). */
export { statementRoutes } from './statements.routes';
export { createStatements, type StatementService } from './statements.service';
