-- iGenOLTP schema for MySQL 8 and MariaDB 10.6 or later (InnoDB): one shard's database, created fresh.
-- The loader runs this file statement by statement (statements end with ';' at the end of a line),
-- fills the tables with multi-row INSERTs and finally writes the igen_metadata row that marks the shard
-- as loaded. This file is the only place the DDL lives; see shared/oltp-workload.md for the specification.
-- TIMESTAMP columns are DATETIME here: MySQL's TIMESTAMP converts time zones and ends in 2038.

DROP TABLE IF EXISTS igen_metadata;
DROP TABLE IF EXISTS orders;
DROP TABLE IF EXISTS item;
DROP TABLE IF EXISTS customer;

CREATE TABLE customer (
    c_id      BIGINT        NOT NULL PRIMARY KEY,
    c_name    VARCHAR(64)   NOT NULL,
    c_email   VARCHAR(96)   NOT NULL,
    c_country CHAR(2)       NOT NULL,
    c_balance DECIMAL(12,2) NOT NULL,
    c_since   DATETIME      NOT NULL
) ENGINE=InnoDB;

CREATE TABLE item (
    i_id    INT           NOT NULL PRIMARY KEY,
    i_name  VARCHAR(64)   NOT NULL,
    i_price DECIMAL(10,2) NOT NULL,
    i_stock INT           NOT NULL
) ENGINE=InnoDB;

-- The order id is AUTO_INCREMENT; the loader leaves it out of its INSERTs.
CREATE TABLE orders (
    o_id     BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
    o_c_id   BIGINT        NOT NULL,
    o_i_id   INT           NOT NULL,
    o_qty    INT           NOT NULL,
    o_amount DECIMAL(12,2) NOT NULL,
    o_status CHAR(1)       NOT NULL,
    o_date   DATETIME      NOT NULL
) ENGINE=InnoDB;

CREATE INDEX orders_customer ON orders (o_c_id, o_id);

-- What was loaded into this shard: one row, written last. A run whose layout matches re-uses the data.
CREATE TABLE igen_metadata (
    shard_index         INT         NOT NULL,
    shard_count         INT         NOT NULL,
    customers_per_shard BIGINT      NOT NULL,
    items               INT         NOT NULL,
    orders_per_customer INT         NOT NULL,
    seed                BIGINT      NOT NULL,
    data_version        INT         NOT NULL,
    loaded_at           DATETIME    NOT NULL
) ENGINE=InnoDB;
