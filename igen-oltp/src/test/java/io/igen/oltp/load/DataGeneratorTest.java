package io.igen.oltp.load;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DataGeneratorTest {

    @Test
    void theSameSeedGivesTheSameRowsInAnyOrder() {
        DataGenerator one = new DataGenerator(7);
        DataGenerator two = new DataGenerator(7);

        Object[] late = two.customer(999);
        assertThat(one.customer(999)).isEqualTo(late);
        assertThat(one.item(10_000)).isEqualTo(two.item(10_000));
        assertThat(one.orders(5)).usingRecursiveComparison().isEqualTo(two.orders(5));
    }

    @Test
    void anotherSeedGivesOtherRows() {
        assertThat(new DataGenerator(7).customer(1)).isNotEqualTo(new DataGenerator(8).customer(1));
    }

    @Test
    void rowsFollowTheSpecification() {
        DataGenerator generator = new DataGenerator(7);

        Object[] customer = generator.customer(123);
        assertThat(customer[0]).isEqualTo(123L);
        assertThat((String) customer[2]).endsWith("123@example.com");
        assertThat((String) customer[3]).hasSize(2);

        List<Object[]> orders = generator.orders(123);
        assertThat(orders).hasSize(DataSpec.ORDERS_PER_CUSTOMER);
        for (Object[] order : orders) {
            int item = (Integer) order[1];
            int quantity = (Integer) order[2];
            assertThat(order[0]).isEqualTo(123L);
            assertThat(item).isBetween(1, DataSpec.ITEMS);
            assertThat(quantity).isBetween(1, 5);
            assertThat(order[3]).isEqualTo(generator.itemPrice(item).multiply(BigDecimal.valueOf(quantity)));
        }
        assertThat(generator.item(77)[2]).isEqualTo(generator.itemPrice(77));
    }
}
