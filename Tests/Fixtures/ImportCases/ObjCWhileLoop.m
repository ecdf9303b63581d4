// A `while` loop that adds actions.
#import <UserNotifications/UserNotifications.h>

void ObjCWhileLoopRegister(void) {
    NSMutableArray *actions = [NSMutableArray array];
    int index = 0;
    while (index < 2) { // may report
        [actions addObject:[UNNotificationAction actionWithIdentifier:[NSString stringWithFormat:@"OWL_%d", index] title:@"Item" options:UNNotificationActionOptionNone]]; // may report
        index++;
    }
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OWL" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
