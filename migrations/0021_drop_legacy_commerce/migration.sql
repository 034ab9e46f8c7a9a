-- The first commerce tables (issue 17 draft) were never written by the service: the store sync
-- writes commerce_* (0009). The enrichment abandoner check now reads commerce_orders.
-- DropForeignKey
ALTER TABLE "customers" DROP CONSTRAINT "customers_workspace_id_fkey";

-- DropForeignKey
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_workspace_id_fkey";

-- DropForeignKey
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_id_fkey";

-- DropForeignKey
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_id_fkey";

-- DropForeignKey
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "orders" DROP CONSTRAINT "orders_workspace_id_fkey";

-- DropForeignKey
ALTER TABLE "price_history" DROP CONSTRAINT "price_history_product_id_fkey";

-- DropForeignKey
ALTER TABLE "products" DROP CONSTRAINT "products_workspace_id_fkey";

-- DropForeignKey
ALTER TABLE "store_connections" DROP CONSTRAINT "store_connections_workspace_id_fkey";

-- DropTable
DROP TABLE "customers";

-- DropTable
DROP TABLE "memberships";

-- DropTable
DROP TABLE "order_lines";

-- DropTable
DROP TABLE "orders";

-- DropTable
DROP TABLE "price_history";

-- DropTable
DROP TABLE "products";

-- DropTable
DROP TABLE "store_connections";
