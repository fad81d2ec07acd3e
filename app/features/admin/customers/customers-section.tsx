/** The Customers section: the list at /admin/customers, one customer's profile at /admin/customers/{id}. */
import { CustomerList } from './customer-list';
import { CustomerProfile } from './customer-profile';

/** A customer's id in the URL: a whole number (admin-sections.ts lets only these be pages). */
const isCustomerId = (objectId: string) => /^[1-9]\d{0,9}$/.test(objectId);

export function CustomersSection({ objectId }: { objectId?: string }) {
  if (objectId !== undefined && isCustomerId(objectId)) {
    return <CustomerProfile key={objectId} id={Number(objectId)} />;
  }
  return <CustomerList />;
}
