// A `do`/`while` loop that adds an action.
#import <UserNotifications/UserNotifications.h>

void ObjCDoWhileRegister(void) {
    NSMutableArray *actions = [NSMutableArray array];
    do { // may report
        [actions addObject:[UNNotificationAction actionWithIdentifier:@"ODW2_A" title:@"A" options:UNNotificationActionOptionNone]]; // may report
    } while (actions.count < 1); // may report
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"ODW2" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
