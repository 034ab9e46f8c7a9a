-- CreateTable
CREATE TABLE "commerce_stores" (
    "workspace_id" UUID NOT NULL,
    "shop" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "oauth_state" TEXT,
    "oauth_started_at" TIMESTAMPTZ(3),
    "access_token_enc" TEXT,
    "scopes" TEXT,
    "connected_at" TIMESTAMPTZ(3),
    "sync_status" TEXT NOT NULL DEFAULT 'idle',
    "sync_error" TEXT,
    "sync_cursor" JSONB NOT NULL DEFAULT '{}',
    "last_synced_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commerce_stores_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "commerce_products" (
    "workspace_id" UUID NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "product_type" TEXT,
    "handle" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commerce_products_pkey" PRIMARY KEY ("workspace_id","id")
);

-- CreateTable
CREATE TABLE "commerce_price_changes" (
    "workspace_id" UUID NOT NULL,
    "variant_id" TEXT NOT NULL,
    "product_id" TEXT NOT NULL,
    "price" DECIMAL(14,2) NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commerce_price_changes_pkey" PRIMARY KEY ("workspace_id","variant_id","observed_at")
);

-- CreateTable
CREATE TABLE "commerce_customers" (
    "workspace_id" UUID NOT NULL,
    "id" TEXT NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commerce_customers_pkey" PRIMARY KEY ("workspace_id","id")
);

-- CreateTable
CREATE TABLE "commerce_orders" (
    "workspace_id" UUID NOT NULL,
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "customer_id" TEXT,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "cancelled_at" TIMESTAMPTZ(3),
    "currency" TEXT NOT NULL,
    "gross" DECIMAL(14,2) NOT NULL,
    "discounts" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "commerce_orders_pkey" PRIMARY KEY ("workspace_id","id")
);

-- CreateTable
CREATE TABLE "commerce_order_lines" (
    "workspace_id" UUID NOT NULL,
    "order_id" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "product_id" TEXT,
    "variant_id" TEXT,
    "title" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(14,2) NOT NULL,
    "discount" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "commerce_order_lines_pkey" PRIMARY KEY ("workspace_id","order_id","id")
);

-- CreateTable
CREATE TABLE "commerce_memberships" (
    "workspace_id" UUID NOT NULL,
    "id" TEXT NOT NULL,
    "customer_id" TEXT,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "commerce_memberships_pkey" PRIMARY KEY ("workspace_id","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "commerce_stores_oauth_state_key" ON "commerce_stores"("oauth_state");

-- CreateIndex
CREATE INDEX "commerce_price_changes_workspace_id_product_id_idx" ON "commerce_price_changes"("workspace_id", "product_id");

-- CreateIndex
CREATE INDEX "commerce_customers_workspace_id_email_idx" ON "commerce_customers"("workspace_id", "email");

-- CreateIndex
CREATE INDEX "commerce_orders_workspace_id_created_at_idx" ON "commerce_orders"("workspace_id", "created_at");

-- AddForeignKey
ALTER TABLE "commerce_stores" ADD CONSTRAINT "commerce_stores_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
